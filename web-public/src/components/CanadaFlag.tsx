/** The Canadian flag, drawn inline (no request, no emoji-font dependency), named for screen readers. */
export function CanadaFlag({ label = 'Canadian flag' }: { label?: string }) {
  return (
    <svg className="canada-flag" role="img" aria-label={label} viewBox="0 0 24 12" width="36" height="18">
      <rect width="24" height="12" fill="#ffffff" />
      <rect width="6" height="12" fill="#d52b1e" />
      <rect x="18" width="6" height="12" fill="#d52b1e" />
      <path
        fill="#d52b1e"
        d="M12 2.2l.8 1.6 1.2-.4-.5 2.2 1.5-.8-.4 1.4 1 .4-2.2 1.4.2.8-1.3-.3V10h-.6V8.5l-1.3.3.2-.8-2.2-1.4 1-.4-.4-1.4 1.5.8-.5-2.2 1.2.4z"
      />
    </svg>
  );
}

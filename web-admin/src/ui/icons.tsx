import type { ReactNode, SVGProps } from 'react';

/** Stroke icons drawn inline (no icon font): decorative, so hidden from assistive technology. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

type IconProps = SVGProps<SVGSVGElement>;

export const CloseIcon = (p: IconProps) => <Icon {...p}><path d="M18 6 6 18M6 6l12 12" /></Icon>;
export const DownloadIcon = (p: IconProps) => <Icon {...p}><path d="M12 3v12M7 10l5 5 5-5M5 21h14" /></Icon>;
export const PlusIcon = (p: IconProps) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
export const EditIcon = (p: IconProps) => <Icon {...p}><path d="M12 20h9" /><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" /></Icon>;
export const TrashIcon = (p: IconProps) => <Icon {...p}><path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" /></Icon>;
export const ExternalLinkIcon = (p: IconProps) => <Icon {...p}><path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" /></Icon>;
export const ChevronLeftIcon = (p: IconProps) => <Icon {...p}><path d="m15 18-6-6 6-6" /></Icon>;
export const ChevronRightIcon = (p: IconProps) => <Icon {...p}><path d="m9 18 6-6-6-6" /></Icon>;
export const ChevronsLeftIcon = (p: IconProps) => <Icon {...p}><path d="m11 17-5-5 5-5M18 17l-5-5 5-5" /></Icon>;
export const ChevronsRightIcon = (p: IconProps) => <Icon {...p}><path d="m13 17 5-5-5-5M6 17l5-5-5-5" /></Icon>;
export const SortIcon = (p: IconProps) => <Icon {...p}><path d="m7 15 5 5 5-5M7 9l5-5 5 5" /></Icon>;
export const SortUpIcon = (p: IconProps) => <Icon {...p}><path d="m7 14 5-5 5 5" /></Icon>;
export const SortDownIcon = (p: IconProps) => <Icon {...p}><path d="m7 10 5 5 5-5" /></Icon>;
export const TrendUpIcon = (p: IconProps) => <Icon {...p}><path d="m3 17 6-6 4 4 8-8M14 7h7v7" /></Icon>;
export const TrendDownIcon = (p: IconProps) => <Icon {...p}><path d="m3 7 6 6 4-4 8 8M14 17h7v-7" /></Icon>;
export const LogoutIcon = (p: IconProps) => <Icon {...p}><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" /></Icon>;
export const AlertIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 8v4M12 16h.01" /></Icon>;
export const CheckIcon = (p: IconProps) => <Icon {...p}><path d="M20 6 9 17l-5-5" /></Icon>;
export const InfoIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 16v-4M12 8h.01" /></Icon>;

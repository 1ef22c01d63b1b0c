import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search goes to the server. */
const searchDebounceMs = 150;

/**
 * The search box of a list the server searches: the box shows each keystroke at once,
 * and the search is committed (to the URL, hence the server) once typing pauses for
 * `delayMs`; a keystroke after such a pause is committed at once, so a single word
 * typed after a pause, or a paste, is answered without waiting. A search changed from
 * elsewhere (back, a shared link) shows in the box.
 */
export function useSearchBox(committed: string, commit: (text: string) => void, delayMs = searchDebounceMs) {
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastKeystroke = useRef(Number.NEGATIVE_INFINITY);
  const ours = useRef(committed);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  // The URL's search changed by something else than this box: show it.
  useEffect(() => {
    if (committed !== ours.current) {
      ours.current = committed;
      clearTimeout(timer.current);
      setText(committed);
    }
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const now = performance.now();
    const paused = now - lastKeystroke.current > delayMs;
    lastKeystroke.current = now;
    const send = () => {
      ours.current = value.trim();
      commitRef.current(value.trim());
    };
    if (paused) send();
    else timer.current = setTimeout(send, delayMs);
  };
  return { text, onSearch };
}

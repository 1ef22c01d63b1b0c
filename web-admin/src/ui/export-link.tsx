import type { ExportedList } from '@local-seo/contracts';
import { buttonClassName } from './button';
import { DownloadIcon } from './icons';

/**
 * Downloads a whole list as CSV, in the columns its import takes (a plain link: the
 * browser saves the file with the session cookie; every role may export).
 */
export function ExportLink({ list, label = 'Export CSV' }: { list: ExportedList; label?: string }) {
  return (
    <a className={buttonClassName('outline')} href={`/api/export/${list}.csv`} download>
      <DownloadIcon />
      {label}
    </a>
  );
}

import type { ReactElement, ReactNode, SVGProps } from 'react';

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

/** The icons of plain strokes: the data of each path they draw, in the 24 × 24 box. */
const strokes = {
  CloseIcon: ['M18 6 6 18M6 6l12 12'],
  DownloadIcon: ['M12 3v12M7 10l5 5 5-5M5 21h14'],
  PlusIcon: ['M12 5v14M5 12h14'],
  EditIcon: ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z'],
  TrashIcon: ['M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6'],
  ExternalLinkIcon: ['M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'],
  ChevronLeftIcon: ['m15 18-6-6 6-6'],
  ChevronRightIcon: ['m9 18 6-6-6-6'],
  ChevronsLeftIcon: ['m11 17-5-5 5-5M18 17l-5-5 5-5'],
  ChevronsRightIcon: ['m13 17 5-5-5-5M6 17l5-5-5-5'],
  SortIcon: ['m7 15 5 5 5-5M7 9l5-5 5 5'],
  SortUpIcon: ['m7 14 5-5 5 5'],
  SortDownIcon: ['m7 10 5 5 5-5'],
  TrendUpIcon: ['m3 17 6-6 4 4 8-8M14 7h7v7'],
  TrendDownIcon: ['m3 7 6 6 4-4 8 8M14 17h7v-7'],
  LogoutIcon: ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9'],
  CheckIcon: ['M20 6 9 17l-5-5'],
};

/** A component for each name of `paths`: the icon drawing that name's paths. */
function strokeIcons<Name extends string>(paths: Record<Name, readonly string[]>) {
  const icon = (ds: readonly string[]) => (p: IconProps) => <Icon {...p}>{ds.map((d) => <path key={d} d={d} />)}</Icon>;
  return Object.fromEntries(Object.entries<readonly string[]>(paths).map(([name, ds]) => [name, icon(ds)])) as Record<Name, (p: IconProps) => ReactElement>;
}

export const {
  CloseIcon, DownloadIcon, PlusIcon, EditIcon, TrashIcon, ExternalLinkIcon, LogoutIcon, CheckIcon,
  ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon,
  SortIcon, SortUpIcon, SortDownIcon, TrendUpIcon, TrendDownIcon,
} = strokeIcons(strokes);
export const AlertIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 8v4M12 16h.01" /></Icon>;
export const InfoIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 16v-4M12 8h.01" /></Icon>;

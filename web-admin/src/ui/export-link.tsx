import { catalogRoutes, citiesRoutes, contractorsRoutes, routePath, seoRoutes, type ExportedList } from '@local-seo/contracts';
import { buttonClassName } from './button';
import { DownloadIcon } from './icons';

/** Each list's CSV download, as the service that keeps it declares it. */
const exports = {
  products: catalogRoutes.exportProducts,
  cities: citiesRoutes.exportCities,
  'supplier-locations': catalogRoutes.exportSupplierLocations,
  contractors: contractorsRoutes.exportContractors,
  keywords: seoRoutes.exportKeywords,
} satisfies Record<ExportedList, unknown>;

/**
 * Downloads a whole list as CSV, in the columns its import takes (a plain link: the
 * browser saves the file with the session cookie; every role may export).
 */
export function ExportLink({ list, label = 'Export CSV' }: { list: ExportedList; label?: string }) {
  return (
    <a className={buttonClassName('outline')} href={routePath(exports[list])} download>
      <DownloadIcon />
      {label}
    </a>
  );
}

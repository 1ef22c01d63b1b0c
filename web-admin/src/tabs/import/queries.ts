import { catalogRoutes } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, callApi, type UploadProgress } from '../../lib/api';
import { statsKeys } from '../../lib/stats';
import { contractorKeys } from '../contractors/queries';
import { deliveryKeys, supplierKeys } from '../delivery/queries';
import { supplierLocationKeys } from '../locations/queries';
import { invalidateProducts } from '../products/queries';
import { weatherSuggestionKeys } from '../weather/queries';
import { importPath, type ImportType } from './import-types';

/** Every import answers at least a message (catalog and weather imports add their counts). */
const importAnswerSchema = z.object({ message: z.string() });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

interface ImportRequest {
  type: ImportType;
  file: File;
  /** Write only the valid rows and leave out the refused ones (docs/decisions.md, decision 9). */
  skipInvalid: boolean;
  onProgress: (progress: UploadProgress) => void;
}

/** What follows the supplier locations: the locations, their suppliers, and the delivery calculator's answers. */
const invalidateLocations = (queryClient: QueryClient) =>
  Promise.all([supplierLocationKeys, supplierKeys, deliveryKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })));

/**
 * POST /api/import/{type} with the file as multipart field 'file'. On success every
 * list an import can change is refreshed: products (and their counts and statistics),
 * weather suggestions, supplier locations, suppliers and the delivery calculator; or,
 * for contractors, the contractor lists and counts.
 */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, file, skipInvalid, onProgress }: ImportRequest) =>
      importAnswerSchema.parse(await api.upload<unknown>(importPath(type, skipInvalid), file, { onProgress })),
    onSuccess: (_answer, { type }) =>
      type === 'contractors'
        ? Promise.all([contractorKeys, statsKeys].map((keys) => queryClient.invalidateQueries({ queryKey: keys.all })))
        : Promise.all([invalidateProducts(queryClient), queryClient.invalidateQueries({ queryKey: weatherSuggestionKeys.all }), invalidateLocations(queryClient)]),
  });
}

/** The raw suppliers of the supplier upload (GET /api/suppliers/raw); a list of the suppliers resource. */
export const rawSuppliersQueryOptions = () =>
  queryOptions({
    queryKey: supplierKeys.list({ raw: true }),
    queryFn: () => callApi(catalogRoutes.rawSuppliers, {}),
  });

/** The raw supplier upload (POST /api/import/suppliers): refreshes the suppliers, their locations and the calculator. */
export function useSupplierUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, skipInvalid }: { file: File; skipInvalid: boolean }) =>
      importAnswerSchema.parse(await api.upload<unknown>(importPath('suppliers', skipInvalid), file)),
    onSuccess: () => invalidateLocations(queryClient),
  });
}

import { gatewayRoutes, type CreateStaffUser, type UpdateStaffUser } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useWriteMutation } from '../../lib/write-mutation';

const keys = queryKeys('staff');

/** Every staff account (an owner's view). */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: keys.list({}),
    queryFn: async () => (await callApi(gatewayRoutes.listStaff, {})).items,
  });

export const useCreateStaff = () =>
  useWriteMutation((body: CreateStaffUser) => callApi(gatewayRoutes.createStaff, { body }), [keys]);

/** Changes a name or role, disables or enables, or resets a password. */
export const useUpdateStaff = () =>
  useWriteMutation(
    ({ id, change }: { id: number; change: UpdateStaffUser }) => callApi(gatewayRoutes.updateStaff, { params: { id }, body: change }),
    [keys],
  );

import { staffUserListSchema, staffUserSchema, type CreateStaffUser, type UpdateStaffUser } from '@local-seo/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useWriteMutation } from '../../lib/write-mutation';

const keys = queryKeys('staff');

/** Every staff account (an owner's view). */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: keys.list({}),
    queryFn: async () => staffUserListSchema.parse(await api.get<unknown>('/api/admin/users')).items,
  });

export const useCreateStaff = () =>
  useWriteMutation(async (body: CreateStaffUser) => staffUserSchema.parse(await api.post<unknown>('/api/admin/users', body)), [keys]);

/** Changes a name or role, disables or enables, or resets a password. */
export const useUpdateStaff = () =>
  useWriteMutation(
    async ({ id, change }: { id: number; change: UpdateStaffUser }) => staffUserSchema.parse(await api.patch<unknown>(`/api/admin/users/${id}`, change)),
    [keys],
  );

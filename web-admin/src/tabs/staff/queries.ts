import { staffUserListSchema, staffUserSchema, type CreateStaffUser, type UpdateStaffUser } from '@local-seo/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const keys = queryKeys('staff');

/** Every staff account (an owner's view). */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: keys.list({}),
    queryFn: async () => staffUserListSchema.parse(await api.get<unknown>('/api/admin/users')).items,
  });

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateStaffUser) => staffUserSchema.parse(await api.post<unknown>('/api/admin/users', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Changes a name or role, disables or enables, or resets a password. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: UpdateStaffUser }) =>
      staffUserSchema.parse(await api.patch<unknown>(`/api/admin/users/${id}`, change)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

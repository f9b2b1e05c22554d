import { useQuery } from '@tanstack/react-query';
import { qrApi } from './qr-api';

/** One code, read afresh each time a screen opens (the details and the edit screens). */
export function useQrCode(id: number | undefined) {
  return useQuery({
    queryKey: ['qrcodes', 'one', id],
    queryFn: () => qrApi.get(id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

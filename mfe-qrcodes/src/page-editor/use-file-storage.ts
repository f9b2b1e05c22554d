import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { qrApi } from '../api/qr-api';

const STORAGE_KEY = ['upload-storage'];

/**
 * The active workspace's storage for pages' files (GET /api/uploads/storage): one entry of
 * the shared query cache for every file field on the screen.
 */
export function useFileStorage() {
  return useQuery({ queryKey: STORAGE_KEY, queryFn: qrApi.storage });
}

/** Reads the storage again: after an upload, which changed it (or found it full). */
export function useRefreshFileStorage(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: STORAGE_KEY }), [queryClient]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication } from '@vitrine/contract';
import { apiUpload } from '../../../lib/api/upload.ts';
import { publicationsKey } from './keys.ts';

export interface UpdatePublicationInput {
  id: number;
  description: string;
  /** URLs of the current media to keep. */
  oldFiles: string[];
  newFiles: File[];
  onProgress?: (fraction: number) => void;
}

/** `PUT publication/{id}?oldFiles=…` (repeated) with multipart `description` and `newFiles`. */
export function useUpdatePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description, oldFiles, newFiles, onProgress }: UpdatePublicationInput) => {
      // The text travels as a form field: 5,000 accented characters do not fit in a URL.
      const body = new FormData();
      body.append('description', description);
      for (const file of newFiles) body.append('newFiles', file);
      return apiUpload<Publication>(`/publication/${id}`, {
        method: 'PUT',
        query: { oldFiles },
        body,
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey }),
  });
}

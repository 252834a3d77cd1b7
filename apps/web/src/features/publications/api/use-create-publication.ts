import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Publication, PublicationType } from '@vitrine/contract';
import { apiUpload } from '../../../lib/api/upload.ts';
import { publicationsKey } from './keys.ts';
import { refetchMuteOn } from './use-mute.ts';

export interface CreatePublicationInput {
  type: PublicationType;
  description: string;
  files: File[];
  onProgress?: (fraction: number) => void;
}

/** `POST publication/event/{eventId}?type` with multipart `description` and `files`. */
export function useCreatePublication(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, description, files, onProgress }: CreatePublicationInput) => {
      // The text travels as a form field: 5,000 accented characters do not fit in a URL.
      const body = new FormData();
      body.append('description', description);
      for (const file of files) body.append('files', file);
      return apiUpload<Publication>(`/publication/event/${eventId}`, {
        method: 'POST',
        query: { type },
        body,
        onProgress,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsKey }),
    onError: (error) => refetchMuteOn(queryClient, error),
  });
}

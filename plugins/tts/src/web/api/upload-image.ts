import { useMutation } from '@tanstack/react-query';
import { callEndpoint, platformApi, type HttpClient } from '@speechdeck/core';
import { usePlatform } from '@speechdeck/core/web';

/** POST /v1/image: the rich-text editor's image, as multipart field `file`; answers the address it is served at. */
export async function uploadImage(http: HttpClient, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await callEndpoint(http, platformApi.uploadImage, { body })).imageUrl;
}

/** A refused image (too large, not an image) is toasted with the host's words. */
export function useUploadImage() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (file: File) => uploadImage(http, file) });
}

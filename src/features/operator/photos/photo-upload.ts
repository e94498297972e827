import { keyOf } from '../../../contract/endpoint';
import { uploadPhotosEndpoint } from '../../../contract/operator-photos-endpoints';
import { PHOTO_FIELD } from '../../../contract/operator-photos-limits';
import type { BoatPhotos } from '../../../contract/operator-photos-api';
import { ApiError } from '../../../lib/api-client';

// Issue 27: one photo's upload with its progress. fetch cannot report how much of a body has been sent, so
// this one call goes through XMLHttpRequest; it answers as the API client does (the boat's photos, or an
// ApiError with the server's status and body).

export interface PhotoUploadTarget {
  apiBase: string;
  token: string;
  boatId: number;
}

export function uploadPhoto(target: PhotoUploadTarget, file: File, onProgress: (fraction: number) => void): Promise<BoatPhotos> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.apiBase + keyOf(uploadPhotosEndpoint, { params: { yacht_id: target.boatId } }));
    xhr.setRequestHeader('Authorization', `Bearer ${target.token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as BoatPhotos);
      else reject(new ApiError(xhr.status, body));
    };
    // No answer at all (offline, the connection dropped): status 0.
    xhr.onerror = () => reject(new ApiError(0, null));
    const form = new FormData();
    form.append(PHOTO_FIELD, file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

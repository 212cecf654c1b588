import { uploadRules } from '@domus/shared/contract';

import { readImageSize } from '@domus/shared/ui';

export type ImageProblem = 'type' | 'tooLarge' | 'tooSmall' | 'unreadable';

export interface ImageFacts {
  type: string;
  size: number;
  width: number;
  height: number;
}

/** Why a profile picture is refused (docs/SPEC.md §5: JPEG or PNG, at least 120x120), or null. */
export function profileImageProblem(image: ImageFacts): ImageProblem | null {
  if (!(uploadRules.profileImageTypes as readonly string[]).includes(image.type)) return 'type';
  if (image.size > uploadRules.profileImageMaxBytes) return 'tooLarge';
  if (image.width < uploadRules.profileImageMinSize || image.height < uploadRules.profileImageMinSize) {
    return 'tooSmall';
  }
  return null;
}

/** Checks a chosen picture before upload: the type first, then its decoded size. */
export async function checkProfileImage(file: File): Promise<ImageProblem | null> {
  const typeOrSize = profileImageProblem({ type: file.type, size: file.size, width: Infinity, height: Infinity });
  if (typeOrSize) return typeOrSize;
  const size = await readImageSize(file);
  if (!size) return 'unreadable';
  return profileImageProblem({ type: file.type, size: file.size, ...size });
}

// An apply activity's limits (spec §8), read from the API schema so they are written down once: the
// comment (ApplicationRequest.comment maxLength, 140) and the images (ApplicationView.imageCount maximum,
// 3). The server enforces the comment through ajv on that same schema and the image count in its
// repository; the client checks both before sending. Characters are counted as JSON Schema counts them
// (code points, ajv's default): an emoji is one character, not the two UTF-16 units String.length counts
// (withdrawal-limits.ts counts the same way; not imported, so this chunk does not carry the withdrawals schema).
import promotionsApi from '../api/promotions.schema.json';

export const APPLICATION_COMMENT_MAX: number = promotionsApi.definitions.ApplicationRequest.properties.comment.maxLength;
export const APPLICATION_IMAGES_MAX: number = promotionsApi.definitions.ApplicationView.properties.imageCount.maximum;

/** Characters as JSON Schema counts them (code points). */
export const commentLength = (comment: string): number => [...comment].length;

export const commentTooLong = (comment: string): boolean => commentLength(comment) > APPLICATION_COMMENT_MAX;

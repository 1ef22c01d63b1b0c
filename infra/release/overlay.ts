// The production overlay's images, pointed at a release: kustomize's `images` list, each entry's
// newName and newTag set, and its digest where the push gave one (a digest wins over the tag:
// the cluster runs exactly the bytes that were released). Comments and order are kept.
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';

export interface ReleasedImage {
  /** local-seo/<name>, as the base manifests name it. */
  name: string;
  /** <registry>/local-seo/<name> */
  newName: string;
  newTag: string;
  /** sha256:... when the image was pushed, else null (the tag alone). */
  digest: string | null;
}

export function pointOverlayAt(kustomization: string, released: readonly ReleasedImage[]): string {
  const document = parseDocument(kustomization);
  let images = document.get('images');
  if (!isSeq(images)) {
    document.set('images', document.createNode([]));
    images = document.get('images');
  }
  if (!isSeq(images)) throw new Error('the overlay has an images entry that is not a list');
  for (const image of released) {
    let entry = images.items.find((item): item is YAMLMap => isMap(item) && item.get('name') === image.name);
    if (!entry) {
      entry = document.createNode({ name: image.name }) as YAMLMap;
      images.items.push(entry);
    }
    entry.set('newName', image.newName);
    entry.set('newTag', image.newTag);
    if (image.digest) entry.set('digest', image.digest);
    else entry.delete('digest');
  }
  return document.toString();
}

import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config.ts';
import {
  assertSafeKey,
  type ByteRange,
  type ListedObject,
  type Storage,
  type StoredObject,
} from './storage.ts';

export type S3Options = NonNullable<Config['s3']>;

/** Media in an S3-compatible bucket (AWS, MinIO, …), addressed path-style: `${endpoint}/${bucket}/${key}`. */
export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;

  constructor(options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKey,
      secretAccessKey: options.secretKey,
      region: options.region,
      service: 's3',
      // aws4fetch retries 5xx and network errors; a few is enough before the caller hears of it.
      retries: 2,
    });
    this.bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  }

  private url(key: string) {
    assertSafeKey(key);
    return `${this.bucketUrl}/${key}`;
  }

  /** A storage whose bucket exists (created when missing). */
  static async open(options: S3Options): Promise<S3Storage> {
    const storage = new S3Storage(options);
    await storage.ensureBucket();
    return storage;
  }

  /** Creates the bucket unless it exists; run once at start. */
  async ensureBucket(): Promise<void> {
    const response = await this.client.fetch(this.bucketUrl, { method: 'PUT' });
    if (response.ok) return;
    const text = await response.text();
    if (response.status === 409 && /BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(text)) return;
    throw new Error(`S3: cannot create bucket (${response.status}): ${text.slice(0, 200)}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3: put ${key} failed (${response.status})`);
  }

  /**
   * Streams a local file up. S3 wants the length up front (no chunked upload), and the payload is
   * sent unsigned so the file need not be read twice to hash it; TLS protects it in transit.
   */
  async putFile(key: string, source: string, size: number, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), {
      method: 'PUT',
      body: Readable.toWeb(createReadStream(source)) as ReadableStream,
      headers: {
        'content-type': contentType,
        'content-length': String(size),
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      },
      duplex: 'half',
    } as RequestInit);
    await response.body?.cancel();
    if (!response.ok) throw new Error(`S3: put ${key} failed (${response.status})`);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const response = await this.client.fetch(this.url(key), {
      headers: range ? { range: `bytes=${range.start}-${range.end ?? ''}` } : {},
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const contentRange = response.headers.get('content-range') ?? '';
    if (response.status === 416) {
      await response.body?.cancel();
      const total = Number(/\/(\d+)$/.exec(contentRange)?.[1] ?? 0);
      return { body: Readable.from([]), size: total, modified: new Date(0) };
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`S3: get ${key} failed (${response.status})`);
    }
    const modified = response.headers.get('last-modified');
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    const length = Number(response.headers.get('content-length') ?? 0);
    const slice = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange);
    return {
      body,
      size: slice ? Number(slice[3]) : length,
      modified: modified ? new Date(modified) : new Date(0),
      ...(response.status === 206 && slice
        ? { range: { start: Number(slice[1]), end: Number(slice[2]) } }
        : {}),
    };
  }

  /** Idempotent: deleting a missing object succeeds, as S3 itself answers 204 for it. */
  async delete(key: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok && response.status !== 404)
      throw new Error(`S3: delete ${key} failed (${response.status})`);
  }

  /** ListObjectsV2, a page of `pageSize` keys at a time (S3 gives at most 1,000). */
  async *list(pageSize = 1000): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', 'max-keys': String(pageSize) });
      if (token) query.set('continuation-token', token);
      const response = await this.client.fetch(`${this.bucketUrl}?${query}`);
      const xml = await response.text();
      if (!response.ok) throw new Error(`S3: list failed (${response.status}): ${xml.slice(0, 200)}`);
      for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(contents, 'Key');
        const modified = xmlText(contents, 'LastModified');
        if (key && modified) yield { key, modified: new Date(modified) };
      }
      token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
    } while (token);
  }
}

/** The text of the first `<tag>` in `xml`, entities decoded; S3 listings need nothing more. */
function xmlText(xml: string, tag: string): string | undefined {
  const raw = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return raw
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

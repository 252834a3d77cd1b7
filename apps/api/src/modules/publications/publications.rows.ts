import type { PublicationStatus, PublicationType } from '@vitrine/contract';

// Row shapes the repository reads and the presenter shows: here, so neither imports the other.

/** An author's columns as the feed and comment queries read them. */
export interface AuthorColumns {
  author_id: number;
  author_name: string;
  author_image_key: string | null;
  author_image_variants: number[] | null;
  author_image_kind: 'IMAGE' | 'VIDEO' | null;
  author_image_type: string | null;
}

/** A post as the feed query returns it, author joined, dates as UTC text. */
export interface PostRow extends AuthorColumns {
  id: number;
  event_id: number;
  type: PublicationType;
  status: PublicationStatus;
  description: string;
  /** Microsecond precision: the keyset cursor must not round (PG keeps µs, JS dates ms). */
  created_us: string;
  created: string;
  updated: string;
  like_count: number;
  comment_count: number;
  hidden: boolean;
  hidden_reason: string | null;
}

/** A keyset position: the last row of the previous page. */
export interface FeedCursor {
  createdAt: string;
  id: number;
}

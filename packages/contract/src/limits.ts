/** The product's numbers (docs/ARCHITECTURE.md, 'Formats and limits'), written once for both apps. */
export const limits = {
  verificationCodeLength: 6,
  /** An agenda item's room or stage name. */
  stageLength: 80,
  imageMaxBytes: 5_242_880,
  imageMimeTypes: ['image/jpeg', 'image/png'] as const,
  videoExtensions: ['mp4', 'webm', 'ogg'] as const,
  maxMediaPerPost: 3,
  postPreviewChars: 320,
  postMaxChars: 5_000,
  /** A comment's text. */
  commentMaxChars: 1_000,
  /** Default upload limit for a video; the server's VIDEO_MAX_BYTES overrides it. */
  videoMaxBytes: 52_428_800,
  videoMimeTypes: ['video/mp4', 'video/webm', 'video/ogg'] as const,
  defaultPage: 0,
  defaultPageSize: 10,
  maxPageSize: 100,
  mobileBreakpointPx: 480,
  toastLifetimeMs: 10_000,
  liveReconnectMs: 5_000,
  liveHeartbeatMs: 4_000,
  shortcutExhibitors: 4,
  chunkLoadTimeoutMs: 120_000,
  mapZoom: 20,
  carouselAutoplayMs: 4_000,
  tabScrollStepPx: 100,
  pullToRefreshThreshold: 70,
  pullToRefreshResistance: 2.5,
  footerCopyrightYear: 2024,
} as const;

/** Recommended image sizes shown next to upload fields, as the original client shows them. */
export const recommendedImageSizes = {
  coverPhoto: { width: 1440, height: 159 },
  coverPhotoMobile: { width: 1251, height: 159 },
  profilePicture: { width: 300, height: 300 },
  gallery: { width: 655, height: 368 },
} as const;

/**
 * A media address is a video when it ends in mp4, webm or ogg, as the original client decides
 * (docs/ARCHITECTURE.md, 'Formats and limits'). Kept in this zod-free module so the web app can
 * use it without pulling schemas into its chunks.
 */
export function isVideoUrl(url: string): boolean {
  const path = (url.split(/[?#]/)[0] ?? '').toLowerCase();
  return limits.videoExtensions.some((extension) => path.endsWith(`.${extension}`));
}

// index.html's entry. The app's code (about 180 KB gzip) is asked for once the boot screen has
// been painted, on an event's page with the event's cover (lib/boot/boot-screen.ts): on a phone's
// connection the page's HTML, styles and cover, what the visitor looks at first, then get the
// bandwidth to themselves, and the app follows.
import { bootScreenPainted, showBootFailure } from './lib/boot/boot-screen.ts';
// The styles stay a <link> of index.html, which the boot screen's paint needs.
import './index.css';

await bootScreenPainted(document.getElementById('root'));
try {
  await import('./main.tsx');
} catch (error) {
  showBootFailure();
  throw error;
}

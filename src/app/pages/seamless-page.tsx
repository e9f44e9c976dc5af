import { PageFrame } from './page-frame.tsx';

/** /seamless (chunk seamless, reduced header). */
export default function SeamlessPage() {
  return <PageFrame />;
}

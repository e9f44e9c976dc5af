import { PageFrame } from './page-frame.tsx';

/** /forget (chunk forget). */
export default function ForgetPage() {
  return <PageFrame />;
}

import { PageFrame } from './page-frame.tsx';

/** /pointMall (chunk pointMall). */
export default function PointMallPage() {
  return <PageFrame />;
}

import { PageFrame } from './page-frame.tsx';

/** /join (chunk joinus). */
export default function JoinPage() {
  return <PageFrame />;
}

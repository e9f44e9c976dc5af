import { PageFrame } from './page-frame.tsx';

/** /help and /helpmc (chunk help; /helpmc without header). */
export default function HelpPage() {
  return <PageFrame />;
}

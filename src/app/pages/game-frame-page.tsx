import { PageFrame } from './page-frame.tsx';

/** /game (chunk byIframe, reduced header): a game in an embedded frame. */
export default function GameFramePage() {
  return <PageFrame />;
}

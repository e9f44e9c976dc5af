import { PageFrame } from './page-frame.tsx';

/** /agentHome (chunk agentHome). */
export default function AgentHomePage() {
  return <PageFrame />;
}

// The member centre's "Responsible gaming" section: the limits panel.
import { LimitsPanel } from './limits-panel.tsx';

export default function LimitsCentrePage() {
  return <LimitsPanel />;
}

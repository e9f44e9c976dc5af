// /help and /helpmc (chunk help; /helpmc without header): the help centre feature's page.
import { HelpCentreView } from '../../features/help-centre/components/help-centre-view.tsx';

export default function HelpPage() {
  return <HelpCentreView />;
}

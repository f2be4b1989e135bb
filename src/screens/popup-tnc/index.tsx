import { useLeaveRoute } from '../../app/useLeaveRoute';
import TermsDialog from '../../components/TermsDialog';

/** /popup-tnc: the terms, as a dialog over the shell. */
export default function PopupTncScreen() {
  const leave = useLeaveRoute();
  return <TermsDialog open onClose={leave} closesOnBack={false} />;
}

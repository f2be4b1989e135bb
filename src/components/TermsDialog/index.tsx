// The terms text in a dialog: the /popup-tnc route shows it, and the registration form opens
// it in place (so nothing typed is lost) with 'Saya setuju' ticking the agreement.
import styled from 'styled-components';
import { copy } from '../../copy';
import { popups as popupsCopy } from '../../copy/popups';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

const Terms = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export interface TermsDialogProps {
  open: boolean;
  onClose(): void;
  /** When given, the footer offers 'Saya setuju'. */
  onAccept?: () => void;
  /** false on the /popup-tnc route, whose route is its history entry (see Dialog). */
  closesOnBack?: boolean;
}

export default function TermsDialog({ open, onClose, onAccept, closesOnBack }: TermsDialogProps) {
  return (
    <Dialog
      open={open}
      title={popupsCopy.tncTitle}
      onClose={onClose}
      closesOnBack={closesOnBack}
      footer={onAccept ? <Button variant="accent" onClick={onAccept}>{popupsCopy.tncAccept}</Button> : <Button variant="secondary" onClick={onClose}>{copy.common.close}</Button>}
    >
      <Terms>
        {popupsCopy.tncBody.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </Terms>
    </Dialog>
  );
}

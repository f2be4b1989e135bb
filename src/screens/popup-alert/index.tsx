// /popup-alert?title=…&message=…: a notice as an alert dialog (role="alertdialog"); OK leaves.
import { useSearch } from 'wouter';
import { popups as popupsCopy } from '../../copy/popups';
import { AlertDialog } from '../../components/AlertDialog';
import { useLeaveRoute } from '../../app/useLeaveRoute';

export default function PopupAlertScreen() {
  const params = new URLSearchParams(useSearch());
  const leave = useLeaveRoute();
  return (
    <AlertDialog
      open
      title={params.get('title')?.trim() || popupsCopy.alertTitle}
      message={params.get('message')?.trim() || popupsCopy.alertDefault}
      onOk={leave}
      closesOnBack={false}
    />
  );
}

// `/support`: the tip page (its success message begins "Thank you for your support!").
import { DonationPage } from '../components/DonationPage';
import { DonationForm } from '../components/payment/DonationForm';

export default function Support() {
  return <DonationPage variant="support" picker={<DonationForm variant="tip" />} />;
}

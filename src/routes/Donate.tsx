// `/donate`: the donation page; the layout gives it its own menu copy with a Donate entry.
import { DonationPage } from '../components/DonationPage';
import { DonationForm } from '../components/payment/DonationForm';

export default function Donate() {
  return <DonationPage variant="donate" picker={<DonationForm variant="donation" />} />;
}

import { CompanyMultiPicker } from '../features/admin/company-picker.tsx';
import { AdminWebhooksPage } from '../features/webhooks/admin-webhooks-page.tsx';

/** Administração → Webhooks: the webhooks screen with the back-office's company picker (app/ joins features). */
export const AdminWebhooksRoute = () => <AdminWebhooksPage CompanyField={CompanyMultiPicker} />;

import type { ReactElement } from 'react';
import type { RouteScreenProps } from '../../app/routes.js';
import { SubmitPage } from '../booking/submit-page.js';

/** `/pack/:id/submit`: holder information (subscribers for seasons), then the order. */
export default function PackSubmitPage(props: RouteScreenProps): ReactElement {
  return <SubmitPage {...props} kind="pack" />;
}

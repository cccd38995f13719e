// What app/ composes from this feature: the public careers pages (issue 16) and their frame.

export { CareersLayout } from './components/careers-layout.tsx';
export { ApplicationSubmittedPage } from './pages/application-submitted-page.tsx';
export { ApplyPage } from './pages/apply-page.tsx';
export { CareersPage } from './pages/careers-page.tsx';

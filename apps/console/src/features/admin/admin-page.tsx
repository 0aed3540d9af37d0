/**
 * The frame of an administration page (the user module): the shared page frame, about no product, so it needs none.
 */
export { PageFrame as AdminPage, type PageFrameProps as AdminPageProps } from '../modules/page-frame';

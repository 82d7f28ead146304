import { redirect } from 'react-router';

/** Unknown settings paths go to the currency settings (spec §2). */
export const loader = () => redirect('/setting/currency/');

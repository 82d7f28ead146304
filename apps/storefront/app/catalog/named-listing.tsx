import { useLocation } from 'react-router';
import type { SectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { type ListingData, listingKey } from './listing-types';
import { ListingView } from './listing-view';

/** A brand's, category's or collection's page: its theme template above the listing of its products. */
export function NamedListing(props: {
  themePage: string;
  data: { name: string; listing: ListingData; templateSections: SectionPage };
}) {
  const { name, listing, templateSections } = props.data;
  const { search } = useLocation();
  return (
    <>
      <TemplateSlot page={props.themePage} sections={templateSections} />
      <ListingView key={listingKey(search)} title={name} data={listing} />
    </>
  );
}

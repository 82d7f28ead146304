import type { FollowType } from '@vitrine/contract';
import { FollowHeart } from '@vitrine/kit';
import { useLocation } from 'react-router';
import type { SectionPage } from '../sections/page-sections.server';
import { TemplateSlot } from '../sections/template-slot';
import { type ListingData, listingKey } from './listing-types';
import { ListingView } from './listing-view';

/** A brand's, category's or collection's page: its theme template above the listing of its products. */
export function NamedListing(props: {
  themePage: string;
  data: { name: string; uid?: string; listing: ListingData; templateSections: SectionPage };
  /** Brands and collections can be followed (kept on the wishlist); categories cannot. */
  follow?: FollowType;
}) {
  const { name, uid, listing, templateSections } = props.data;
  const { search } = useLocation();
  return (
    <>
      <TemplateSlot page={props.themePage} sections={templateSections} />
      {props.follow && uid ? (
        <div className="named-listing__follow">
          <FollowHeart type={props.follow} id={uid} />
        </div>
      ) : null}
      <ListingView key={listingKey(search)} title={name} data={listing} />
    </>
  );
}

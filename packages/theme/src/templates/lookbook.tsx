import { type CustomTemplateProps, ShopLink } from '@vitrine/kit';

const SEASONS: Record<string, { name: string; text: string; collection: string }> = {
  summer: {
    name: 'Summer',
    text: 'Breathable linens, easy cottons and sandals made for long, warm days.',
    collection: 'summer-edit',
  },
  'new-season': {
    name: 'New season',
    text: 'The newest arrivals across clothing, footwear and home.',
    collection: 'new-arrivals',
  },
};

/** /c/lookbook: the seasons, and the chosen season's story below them. */
export function Lookbook({ children }: CustomTemplateProps) {
  return (
    <section className="container lookbook" data-testid="lookbook">
      <h1 className="page-title">Lookbook</h1>
      <nav aria-label="Seasons" className="lookbook__seasons">
        {Object.entries(SEASONS).map(([slug, season]) => (
          <ShopLink key={slug} to={`/c/lookbook/${slug}`}>
            {season.name}
          </ShopLink>
        ))}
      </nav>
      {children ?? <p>Pick a season to see its looks.</p>}
    </section>
  );
}

/** /c/lookbook/{season}: one season's story and a link to shop it. */
export function LookbookSeason({ params }: CustomTemplateProps) {
  const season = SEASONS[params.season ?? ''];
  if (!season) return <p data-testid="lookbook-season">There is no {params.season} lookbook yet.</p>;
  return (
    <article data-testid="lookbook-season">
      <h2>The {season.name.toLowerCase()} lookbook</h2>
      <p>{season.text}</p>
      <ShopLink to={`/collection/${season.collection}/`}>Shop the {season.name.toLowerCase()} edit</ShopLink>
    </article>
  );
}

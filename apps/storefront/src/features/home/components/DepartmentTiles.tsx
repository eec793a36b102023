import { Link } from "@/i18n/navigation";
import { extractLinks } from "@/lib/html/sanitize";
import { Img } from "@/lib/images/Img";
import type { DepartmentTile } from "../model";

/**
 * Which departments the home page shows, in which order: the links of the home-category-tiles block (editors
 * choose), matched to the menu's departments for name and image; every department when the block names none.
 */
export function pickTiles(departments: DepartmentTile[], blockHtml: string | undefined): DepartmentTile[] {
  const byHref = new Map(departments.map((d) => [d.href, d]));
  const chosen = extractLinks(blockHtml).flatMap((link) => {
    const tile = byHref.get(link.href);
    return tile ? [tile] : [];
  });
  return chosen.length > 0 ? [...new Map(chosen.map((t) => [t.id, t])).values()] : departments;
}

export function DepartmentTiles({ tiles }: { tiles: DepartmentTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none" data-testid="department-tiles">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <Link href={tile.href} className="group block" data-testid="department-tile">
            <div className="relative aspect-[3/4] overflow-hidden bg-parchment">
              {tile.image ? (
                <Img
                  src={tile.image}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 15vw, (min-width: 768px) 25vw, 50vw"
                  className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
                />
              ) : null}
            </div>
            <p className="mt-4 text-center font-display text-lg decoration-1 underline-offset-4 group-hover:underline md:text-xl">{tile.name}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The one lower-cased text that search matches against: name, category, fabric, colours, style, description, features. */
export function searchTextOf(p: {
  name: string;
  category: string;
  fabric: string;
  style: string;
  colors: string[];
  description: string;
  features: string[];
}): string {
  return [p.name, p.category, p.fabric, p.style, p.colors.join(' '), p.description, p.features.join(' ')]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching `query` anywhere, its wildcards escaped: a search for '50%' finds '50%', not everything. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

import { CATEGORY_MENU, mainCategoryOfPath, menuHref } from '@/lib/articles/categories';

export interface CategoryMenuClasses {
  list: string;
  item?: string;
  main: string;
  subList: string;
  sub: string;
}

/**
 * The category menu of spec §2 as links: every main category, each followed by its sub-items, the
 * category being read marked (aria-current "true" on its main category, "page" on the sub-item).
 * The header (laptops) and the black sidebar (phones) style it their own way.
 */
export function CategoryMenuLinks({ path, classes }: { path: string; classes: CategoryMenuClasses }) {
  const current = mainCategoryOfPath(path);
  return (
    <ul className={classes.list}>
      {CATEGORY_MENU.map((entry) => (
        <li key={entry.category.key} className={classes.item}>
          <a href={menuHref(entry)} className={classes.main} aria-current={entry.category.key === current ? 'true' : undefined}>
            {entry.category.name}
          </a>
          {entry.items.length > 0 && (
            <ul className={classes.subList} aria-label={`${entry.category.name}子分類`}>
              {entry.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={classes.sub} aria-current={item.href === path ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

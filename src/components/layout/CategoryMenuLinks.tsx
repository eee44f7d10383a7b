import { CATEGORY_MENU, mainCategoryOfPath, menuHref } from '@/lib/articles/categories';

export interface CategoryMenuClasses {
  list: string;
  item?: string;
  main: string;
  subList: string;
  sub: string;
}

/**
 * The category menu as links: every main category, each followed by its sub-items. The header
 * (laptops) and the black sidebar (phones) pass the page's `path`: the category being read is marked
 * (aria-current "true" on its main category, "page" on the sub-item) and each sub-list is named after
 * its category. The article sidebar passes none and leaves out each entry's first sub-item, which
 * stands for the main category its link already names. Each place styles it its own way.
 */
export function CategoryMenuLinks({ path, classes, subItems = 'all' }: { path?: string; classes: CategoryMenuClasses; subItems?: 'all' | 'after-main' }) {
  const current = path === undefined ? null : mainCategoryOfPath(path);
  return (
    <ul className={classes.list}>
      {CATEGORY_MENU.map((entry) => {
        const items = subItems === 'all' ? entry.items : entry.items.slice(1);
        return (
          <li key={entry.category.key} className={classes.item}>
            <a href={menuHref(entry)} className={classes.main} aria-current={entry.category.key === current ? 'true' : undefined}>
              {entry.category.name}
            </a>
            {items.length > 0 && (
              <ul className={classes.subList} aria-label={path === undefined ? undefined : `${entry.category.name}子分類`}>
                {items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className={classes.sub} aria-current={item.href === path ? 'page' : undefined}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

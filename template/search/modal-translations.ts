import { translate } from '../i18n/translate';

/** Texts of the search modal (its buttons, hints and error views), declared for translation like every UI string. */
export function modalTranslations() {
  return {
    button: {
      buttonText: translate({ id: 'theme.SearchBar.label', message: 'Search' }),
      buttonAriaLabel: translate({ id: 'theme.SearchBar.label', message: 'Search' }),
    },
    modal: {
      searchBox: {
        placeholderText: translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }),
        searchInputLabel: translate({ id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search' }),
        clearButtonTitle: translate({ id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query' }),
        clearButtonAriaLabel: translate({ id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query' }),
        closeButtonText: translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' }),
        closeButtonAriaLabel: translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' }),
        enterKeyHint: translate({ id: 'theme.SearchModal.searchBox.enterKeyHint', message: 'search' }),
      },
      startScreen: {
        recentSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' }),
        noRecentSearchesText: translate({ id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches' }),
        saveRecentSearchButtonTitle: translate({ id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', message: 'Save this search' }),
        removeRecentSearchButtonTitle: translate({
          id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
          message: 'Remove this search from history',
        }),
        favoriteSearchesTitle: translate({ id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite' }),
        removeFavoriteSearchButtonTitle: translate({
          id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
          message: 'Remove this search from favorites',
        }),
      },
      errorScreen: {
        titleText: translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' }),
        helpText: translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' }),
      },
      footer: {
        selectText: translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select' }),
        selectKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key' }),
        navigateText: translate({ id: 'theme.SearchModal.footer.navigateText', message: 'to navigate' }),
        navigateUpKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up' }),
        navigateDownKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Arrow down' }),
        closeText: translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close' }),
        closeKeyAriaLabel: translate({ id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key' }),
        poweredByText: translate({ id: 'theme.SearchModal.footer.searchByText', message: 'Search by' }),
      },
      noResultsScreen: {
        noResultsText: translate({ id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' }),
        suggestedQueryText: translate({ id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' }),
        reportMissingResultsText: translate({
          id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
          message: 'Believe this query should return results?',
        }),
        reportMissingResultsLinkText: translate({ id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.' }),
      },
      resultsScreen: {
        resultsSectionTitle: translate({ id: 'theme.SearchModal.resultsScreen.resultsSectionTitle', message: 'Results' }),
      },
    },
  };
}

/** The results footer's link text: "See all {count} results". */
export function seeAllResultsText(count: number): string {
  return translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }, { count: count.toLocaleString('en') });
}

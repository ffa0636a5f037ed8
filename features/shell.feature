Feature: The signed-in shell
  Around their work, agents see who is signed in, a menu to move between areas, the files they
  have open as tabs, and a search box.

  Background:
    Given I am signed in as "dana@demo-title.test"

  Scenario: The profile menu shows who is signed in and logs out
    When I open my profile menu
    Then my profile menu shows "Dana Agent"
    When I choose "Logout" from my profile menu
    Then I am on the login screen

  Scenario: The side menu starts hidden, navigates and closes
    Then the side menu is closed
    When I open the side menu
    And I choose "Order Tracking" in the side menu
    Then I see the heading "Order tracking"
    And the side menu is closed
    When I open the side menu
    Then "Order Tracking" is the selected item of the side menu
    And the page has no serious accessibility violations

  Scenario: Files open in tabs that switch, close and survive a reload
    When I open the 1st file of the list
    And I open the 2nd file of the list
    Then I see 2 tabs
    And the 2nd tab is active
    When I click the 1st tab
    Then the 1st tab is active
    And I see the order of the 1st tab
    When I close the 1st tab
    Then I see 1 tab
    And I see the order of the 1st tab
    When I reload the page
    Then I see 1 tab
    When I close the 1st tab
    Then I see the heading "Order tracking"

  Scenario: The dashboard shows the agency's own figures
    When I open "/dashboard"
    Then I see the figure "Open files"
    And I see the figure "Closings this week"
    And I see the figure "Closings in the next 30 days"
    And I see the heading "Closings per week"
    And I see the heading "Most recent files"
    And the page has no serious accessibility violations

  Scenario: Searching from the dashboard opens the matching files
    When I open "/dashboard"
    And I search for "zzz-no-such-file"
    Then I see the heading "No files match your search"

  Scenario: A file opened before its code has loaded opens once the code arrives
    Given the code of an open file is slow to arrive
    And my agency has the order "LATE-2026-0001"
    When I search for "LATE-2026-0001"
    Then the list shows 1 file
    When I click the file "LATE-2026-0001" in the list
    And the code arrives after I asked for the file
    Then I see the heading "File LATE-2026-0001"

  Scenario: Enter runs the search in the box again
    Given my agency has the order "AGAIN-2026-0001"
    When I search for "AGAIN-2026-0001"
    Then the list shows 1 file
    When I open the side menu
    And I choose "Dashboard" in the side menu
    Then I see the heading "Dashboard"
    When I press Enter in the search box
    Then the list shows 1 file

Feature: Hostile text and every screen's accessibility
  Text that agents or other systems store is always shown as text, never run as code, and the
  Content-Security-Policy would stop an injected script. Every screen can be used with a keyboard
  and a screen reader.

  Background:
    Given I am signed in as "dana@demo-title.test"

  Scenario: Hostile text is shown as text in the list, the tabs, the dashboard and the printable commitment
    Given my agency has the order "XSS-2026-0001" full of hostile text
    When I search for "XSS-2026-0001"
    Then the hostile text shows as text and no script ran
    When I open the 1st file of the list
    Then the hostile text shows as text and no script ran
    When I open "/dashboard"
    Then the hostile text shows as text and no script ran
    When I open the printable commitment of that order
    Then the hostile text shows as text and no script ran

  Scenario: The Content-Security-Policy blocks a script injected into the page
    When I open "/dashboard"
    Then the page forbids inline scripts
    And a script injected into the page does not run

  Scenario Outline: The <screen> has no serious accessibility violations
    Given my agency has the order "A11Y-2026-0001"
    When I open "<page>" of that order
    Then I see the heading "<heading>"
    And the page has no serious accessibility violations

    Examples:
      | screen             | page                    | heading                         |
      | order entry        | file-setup/order-entry  | File A11Y-2026-0001             |
      | documents page     | file-setup/download     | File A11Y-2026-0001             |
      | exceptions page    | commitment/exceptions   | Schedule B-II: Exceptions       |
      | printable commitment | commitment/print      | Schedule A                      |
      | letter page        | letters                 | Closing protection letter       |

  Scenario Outline: The <screen> has no serious accessibility violations
    When I open "<path>"
    Then I see the heading "<heading>"
    And the page has no serious accessibility violations

    Examples:
      | screen        | path            | heading        |
      | order list    | /orders         | Order tracking |
      | new order     | /orders/new     | New order      |
      | missing page  | /no/such/page   | Page not found |

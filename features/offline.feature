Feature: Nothing typed is lost when the network drops
  An agent between closings loses the network now and then. What they type meanwhile is kept,
  the page says it waits to be saved, and it is saved by itself when the network comes back,
  without a click. A colleague's change made meanwhile is never overwritten: the agent chooses.

  Background:
    Given I am signed in as "dana@demo-title.test"
    And my agency has the order "NET-2026-0001"

  Scenario: An edit made offline is saved by itself when the network returns
    When I open the file "NET-2026-0001"
    And the network drops
    And I type "Lakeside Credit Union" as the "Lender Name"
    Then the "Lender Name" field says "Waiting to be saved: offline"
    And I see "You are offline: 1 change waits to be saved. It is saved by itself when the connection returns."
    When the network returns
    Then the "Lender Name" field says "Saved"
    And I see "All changes saved"

  Scenario: A colleague's change made while I was offline comes back as a choice
    When I open the file "NET-2026-0001"
    And the network drops
    And I type "Lakeside Credit Union" as the "Lender Name"
    And Riley changes the "Lender Name" of "NET-2026-0001" to "Riley Savings"
    And the network returns
    Then I see that someone else changed the "Lender Name" to "Riley Savings"

// The table of the guide: drains the match's events into animations and takes the player's moves.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "Context.h"
#include "Match.h"
#include "history/StoredSet.h"
#include "Player.h"
#include "Screen.h"
#include "scene/Button.h"
#include "scene/FlipSprite.h"
#include "scene/Label.h"
#include "scene/Node.h"
#include "scene/Panel.h"
#include "scene/Token.h"
#include "scene/Tweener.h"
#include "table/AiWorker.h"
#include "table/CardAtlas.h"
#include "table/Felt.h"
#include "table/Layout.h"

namespace bizon::table {

struct TableOptions {
  std::uint64_t seed = 0;
  bool autoplay = false;     // an AI plays your seat too (screenshots, frame statistics)
  std::string stopAt;        // freeze at this moment (deal, bidding, round2, trick, scored, set-over)
  std::optional<StoredSet> resume;  // an unfinished set to pick up where it stopped
  bool save = true;          // keep the set in the history after every action
  // Shown in the communication box until your first move (save files set aside at launch).
  std::function<std::string()> warning;
};

class TableScreen : public Screen {
 public:
  TableScreen(Context& context, TableOptions options);
  // The review of a stored game (ReviewScreen): the table shows `reviewed` and animates the events
  // its owner makes it push; nobody is asked to act, nothing is saved, and the scored game stays.
  TableScreen(Context& context, Match& reviewed);
  ~TableScreen() override;

  void tap(sf::Vector2f point) override;
  void key(sf::Keyboard::Key key) override;
  void update(float dt) override;
  void draw(sf::RenderTarget& target) const override;
  void resize(sf::Vector2f size) override;

  // For the test hooks: the moment reached (set by stopAt), whether the scene is still, and what
  // it is animating now ("dealing", "collecting" or empty) for the frame statistics.
  bool stopped() const { return stopped_; }
  bool finished() const { return match_->over() && events().empty() && tweens_.idle(); }
  bool idle() const { return tweens_.idle(); }
  const char* activity() const { return activity_; }
  // Clickable points of the moment for the end-to-end tests, as a JSON object.
  std::string targetsJson() const;
  // The settings changed (colours, texts): redraw the cards and the words.
  void refreshLooks();

  // Review: show `match` as it stands now, without animation (after a step back).
  void follow(Match& match);
  // Review: every animation finished and every pending event shown at once.
  void skipAnimations();
  // Review: every hand face up, or only yours.
  void setShowHands(bool show);
  // Review: the line under the messages that says where the review stands.
  void setReviewLine(std::string line);

 private:
  enum class Where : std::uint8_t { Deck, Grass, Hand, Trick, Pile, Spread };
  struct Place {
    Where where = Where::Deck;
    Seat seat = Seat::You;
  };
  enum class Awaiting : std::uint8_t { Nothing, Packets, Bid1, Bid2, Play, Keep };
  enum class Action : std::uint8_t { Packets32, Packets23, Eat, Pass, Clubs, Diamonds, Hearts,
                                     Spades, Hint, Keep, Menu };
  using Message = std::function<std::string()>;

  EventQueue& events() const { return match_->events(); }
  void buildScene();
  void syncFromMatch();

  // The story: one event at a time, each an animation; decisions only when all is still.
  void handle(const Event& event);
  void on(const GameStarted& e);
  void on(const PacketsChosen& e);
  void on(const PacketDealt& e);
  void on(const GrassTurned& e);
  void on(const TurnStarted& e);
  void on(const BidMade& e);
  void on(const GrassEaten& e);
  void on(const AllPassed& e);
  void on(const CardPlayed& e);
  void on(const TrickTaken& e);
  void on(const GameScored& e);
  void on(const SetFinished& e);
  void reach(const char* moment);
  void nextDecision();
  void applyAi(const AiDecision& decision);
  void afterAction(std::optional<Refusal> refusal);
  void saveSet();

  // Your moves, from buttons, cards, the grass, the deck or keys.
  void act(Action action);
  void playCard(Card card);
  void askHint();

  // Where each card rests now, and moving it there.
  Slot restingSlot(Card card, sf::Vector2f& size, bool& faceUp, float& z) const;
  void settle(Card card, float duration, float delay = 0.f);
  void settleAll(float duration);
  void placeAllNow();
  std::vector<Card>& handOf(Seat s) { return hands_[static_cast<std::size_t>(s)]; }
  const std::vector<Card>& handOf(Seat s) const { return hands_[static_cast<std::size_t>(s)]; }
  void sortYourHand();
  bool raised(Card card) const;
  float seconds(float normal) const;  // a duration at the tempo (0 when instant)

  // The words and buttons.
  void refresh();
  void refreshScoresheet();
  void refreshMessages();
  void refreshButtons();
  void say(Message message) { messages_.push_back(std::move(message)); }
  void sayDealer(Seat dealer);                      // "Goat deals"
  void sayBizon(Seat bizon, Suit trump, Card grass);  // trump, grass and who is the Bizon
  void explainInReview(const Score& score);          // the GP and SP count, and the review holds
  std::string seatSubject(Seat s, const char* youKey, const char* playerKey) const;

  Context& context_;
  TableOptions options_;
  SetMetadata metadata_;  // how the history knows this set
  std::unique_ptr<Match> ownMatch_;  // the set played here (none in a review)
  Match* match_ = nullptr;           // the match shown: ownMatch_, or the reviewed one
  bool review_ = false;
  bool showHands_ = false;
  std::array<std::unique_ptr<Player>, 3> players_;
  std::unique_ptr<Player> hintPlayer_;
  AiWorker worker_;
  AiWorker hintWorker_;
  float thinking_ = 0.f;  // seconds an AI keeps its turn visible before its move shows

  Layout layout_{1280.f, 720.f};
  CardAtlas atlas_;
  scene::Node root_;
  scene::Tweener tweens_;
  Felt* felt_ = nullptr;
  std::array<scene::FlipSprite*, deckSize> cards_{};
  std::array<scene::FlipSprite*, 3> latest_{};
  std::array<scene::Label*, 3> latestNames_{};
  std::array<scene::Label*, 3> names_{};
  std::array<scene::Label*, 3> bubbles_{};
  scene::Token* dealerToken_ = nullptr;
  scene::Panel* sheetPanel_ = nullptr;
  scene::Panel* latestPanel_ = nullptr;
  scene::Panel* commPanel_ = nullptr;
  scene::Label* sheetTitle_ = nullptr;
  scene::Label* latestTitle_ = nullptr;
  scene::Label* commTitle_ = nullptr;
  scene::Label* gameLabel_ = nullptr;
  scene::Label* trumpLabel_ = nullptr;
  std::array<scene::Label*, 3> sheetNames_{};
  std::array<scene::Label*, 3> sheetTotals_{};
  std::array<std::array<scene::Label*, 15>, 3> sheetValues_{};
  std::vector<scene::Label*> messageLines_;
  std::vector<scene::Button*> buttons_;
  std::vector<Action> buttonActions_;
  scene::Button* menuButton_ = nullptr;

  // What the table shows, built from the events (the match keeps the rules).
  std::array<Place, deckSize> places_{};
  std::array<std::vector<Card>, 3> hands_;
  std::array<std::vector<Card>, 3> piles_;
  std::vector<Card> deck_;  // still to deal, top first
  std::vector<std::pair<Seat, Card>> trick_;
  std::optional<Trick> latestTrick_;
  std::optional<Suit> trump_;
  std::optional<Seat> bizon_;
  Seat dealer_ = Seat::You;
  int gameNumber_ = 1;
  int round_ = 1;
  std::optional<Seat> turn_;
  std::array<std::string, 3> bubbleText_;
  std::vector<PerSeat<int>> sheet_;
  PerSeat<int> totals_;
  std::vector<Message> messages_;
  Message prompt_;
  Message notice_;
  Message warning_;  // until your next move: what went wrong outside the game (saving, save files)
  Awaiting awaiting_ = Awaiting::Nothing;
  int selected_ = -1;  // keyboard choice in your hand
  std::optional<Card> hinted_;
  bool holding_ = false;  // the scored game stays on show until Keep playing
  bool setOverShown_ = false;
  bool stopped_ = false;
  int dealtPackets_ = 0;
  const char* activity_ = "";
  sf::Vector2f size_{1280.f, 720.f};
};

}  // namespace bizon::table
